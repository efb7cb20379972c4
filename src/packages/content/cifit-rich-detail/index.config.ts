export default definePageConfig({
  navigationBarTitleText: '大会介绍',
  backgroundTextStyle: 'dark',
})
