export default definePageConfig({
  navigationBarTitleText: '热门园区',
  enablePullDownRefresh: true,
  backgroundTextStyle: 'dark',
})
