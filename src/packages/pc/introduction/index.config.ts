export default definePageConfig({
  navigationBarTitleText: '城市介绍',
})
